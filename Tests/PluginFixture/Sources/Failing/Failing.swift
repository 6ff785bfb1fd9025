/// The fixture's second target: its storyboard has a finding of severity error.
public enum Failing {}
