// The bounds of two sections of the running executable that SnapUI reads to find previews: the linker
// defines __start_<section> and __stop_<section> for every section named as a C identifier.
#ifndef PREVIEW_SECTIONS_H
#define PREVIEW_SECTIONS_H

/// A section's bytes: [start, end); both null when the executable has no such section.
typedef struct {
    const void *start;
    const void *end;
} preview_section_bounds;

/// `nhs_snap_previews`: the records `#Preview` expands to.
preview_section_bounds preview_records_section(void);

/// `swift5_protocol_conformances`: the Swift runtime's conformance records, where `PreviewProvider`
/// types are found.
preview_section_bounds preview_conformances_section(void);

#endif
