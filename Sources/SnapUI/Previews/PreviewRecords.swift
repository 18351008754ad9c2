import CPreviewSections

/// A `#Preview`'s record in the `nhs_snap_previews` section, as its expansion writes it: a constant,
/// so that the linker places it and the program runs nothing to register it.
///
/// - `kind`: ``PreviewRecords/kind``, which tells a preview's record from anything else in the section.
/// - `reserved`: zero.
/// - `accessor`: makes the ``Preview`` into the (uninitialised) storage it is given.
/// - `context`: zero.
public typealias PreviewRecord = (
    kind: UInt32, reserved: UInt32, accessor: @convention(c) (UnsafeMutableRawPointer) -> Void, context: UInt
)

/// The records of every `#Preview` in the running executable.
enum PreviewRecords {
    /// `nhsp`, the kind of a preview's record.
    static let kind: UInt32 = 0x6e68_7370

    /// The preview each record makes, in the order the linker placed them.
    static func previews() -> [Preview] {
        let section = preview_records_section()
        guard let start = section.start, let end = section.end else { return [] }
        let stride = MemoryLayout<PreviewRecord>.stride
        var previews: [Preview] = []
        var offset = 0
        let size = start.distance(to: end)
        while offset + stride <= size {
            let record = start.advanced(by: offset).loadUnaligned(as: PreviewRecord.self)
            offset += stride
            guard record.kind == kind else { continue }
            let storage = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            record.accessor(UnsafeMutableRawPointer(storage))
            previews.append(storage.move())
            storage.deallocate()
        }
        return previews
    }
}
