import Foundation

/// A number an interpolation writes with a printf specifier of its type, as SwiftUI's protocol of
/// this name: `%lld` for `Int`, `%llu` for `UInt`, `%d` for `Int32`, `%lf` for `Double` and
/// `CGFloat`, `%f` for `Float`. The specifier is part of the key a string table is searched with.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%hhd" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%hd" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%hhu" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%hu" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

extension FormatArgument {
    /// A number as its `_arg` holds it.
    init<T: _FormatSpecifiable>(_ value: T) {
        switch value._arg {
        case let integer as Int64: self = .integer(integer)
        case let integer as Int32: self = .integer(Int64(integer))
        case let unsigned as UInt64: self = .unsigned(unsigned)
        case let unsigned as UInt32: self = .unsigned(UInt64(unsigned))
        case let float as Float: self = .double(Double(float))
        case let double as Double: self = .double(double)
        case let cgFloat as CGFloat: self = .double(Double(cgFloat))
        default: self = .string(String(describing: value))
        }
    }
}
