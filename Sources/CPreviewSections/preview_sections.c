#include "preview_sections.h"

// Weak, so that an executable with no preview at all still links (the linker defines the symbols only
// for a section some object file has); hidden, so that each executable reads its own sections.
#if defined(__ELF__)
extern const char __start_nhs_snap_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_nhs_snap_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

preview_section_bounds preview_records_section(void) {
    return (preview_section_bounds){__start_nhs_snap_previews, __stop_nhs_snap_previews};
}

preview_section_bounds preview_conformances_section(void) {
    return (preview_section_bounds){__start_swift5_protocol_conformances, __stop_swift5_protocol_conformances};
}
#else
// Mach-O and PE name their sections differently; nhs-snap runs its snapshots on Linux.
preview_section_bounds preview_records_section(void) { return (preview_section_bounds){0, 0}; }
preview_section_bounds preview_conformances_section(void) { return (preview_section_bounds){0, 0}; }
#endif
