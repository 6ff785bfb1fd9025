import AdaptivePresentation

/// The keys a YAML mapping may have, as an enumeration: the raw values are the keys, in the order they
/// are suggested and documented.
///
/// ```swift
/// enum ScreenKey: String, SpecKey { case width, height }
/// ```
///
/// ``SpecNode/mapping(_:)`` rejects any other key with a did-you-mean, and
/// ``SpecNode/value(of:named:)`` decodes a scalar into such an enumeration the same way.
public protocol SpecKey: SpecMappingKey, RawRepresentable, CaseIterable, Hashable where RawValue == String {}

extension SpecKey {
    /// The raw value.
    public var pathName: String? { rawValue }
}

extension Orientation: SpecKey {}
extension MultitaskingLayout: SpecKey {}
extension UserInterfaceIdiom: SpecKey {}
extension SizeClass: SpecKey {}
extension SheetPlacement: SpecKey {}
