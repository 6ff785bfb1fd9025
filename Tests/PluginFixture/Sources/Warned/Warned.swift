/// The fixture's first target: its storyboard has a finding of severity warning.
public enum Warned {}
