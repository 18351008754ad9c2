import CPreviewSections

/// The types of the running executable that conform to a protocol, read from the Swift runtime's own
/// conformance records (`swift5_protocol_conformances`), in the layout of Swift's stable ABI
/// (docs/ABI/TypeMetadata.rst in the Swift repository). This is how ``PreviewProvider`` types are found:
/// they carry no macro, so they have no record of nhs-snap's own.
///
/// Only non-generic structs, enums and classes are returned: a generic type has no single metadata to
/// make, and a preview provider never is one.
enum ConformanceRecords {
    /// The types conforming to the protocol `name` declared at the top level of module `module`.
    static func types(conformingTo name: String, in module: String) -> [Any.Type] {
        let section = preview_conformances_section()
        guard let start = section.start, let end = section.end else { return [] }
        var types: [Any.Type] = []
        var entry = start
        while entry.distance(to: end) >= 4 {
            defer { entry += 4 }
            let conformance = relativeTarget(at: entry)
            guard let proto = indirectableTarget(at: conformance),
                  contextName(proto) == name,
                  let parent = indirectableTarget(at: proto + 4), contextKind(parent) == moduleKind,
                  contextName(parent) == module else { continue }
            let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
            let descriptor: UnsafeRawPointer?
            switch (flags >> 3) & 0x7 {
            case 0: descriptor = relativeTarget(at: conformance + 4)
            case 1: descriptor = relativeTarget(at: conformance + 4).load(as: UnsafeRawPointer?.self)
            default: descriptor = nil  // an Objective-C class: none on Linux
            }
            if let descriptor, let type = metadata(of: descriptor) { types.append(type) }
        }
        return types
    }

    /// Context descriptor kinds (the low five bits of a descriptor's flags).
    private static let moduleKind: UInt32 = 0
    private static let typeKinds: ClosedRange<UInt32> = 16...18  // class, struct, enum
    /// The flag of a generic context.
    private static let isGeneric: UInt32 = 0x80

    /// The target of the 32-bit relative pointer at `field`.
    private static func relativeTarget(at field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.loadUnaligned(as: Int32.self))
    }

    /// The target of the relative pointer at `field` that may be indirect (its low bit set: the target is
    /// a pointer to the descriptor).
    private static func indirectableTarget(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.loadUnaligned(as: Int32.self))
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    private static func contextKind(_ descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// A module's, protocol's or type's name: the string its descriptor's third word points to.
    private static func contextName(_ descriptor: UnsafeRawPointer) -> String {
        String(cString: relativeTarget(at: descriptor + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The metadata of the non-generic type `descriptor` describes, made by its metadata access function
    /// (the descriptor's fourth word), which takes a request (0: complete metadata) and returns the
    /// metadata in the first register of its result.
    private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard typeKinds.contains(flags & 0x1F), flags & isGeneric == 0 else { return nil }
        let field = descriptor + 12
        guard field.loadUnaligned(as: Int32.self) != 0 else { return nil }
        typealias AccessFunction = @convention(c) (Int) -> UnsafeRawPointer?
        let access = unsafeBitCast(relativeTarget(at: field), to: AccessFunction.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
