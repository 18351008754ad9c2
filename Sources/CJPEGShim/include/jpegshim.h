#pragma once
/*
 * A small C layer over libjpeg(-turbo) for nhs-snap.
 *
 * libjpeg reports a fatal error by calling error_exit, which by default calls exit(). Here it
 * longjmps back to the shim function that made the failing call (a longjmp must never cross
 * Swift frames); warnings (corrupt or truncated data, which libjpeg would otherwise pass over
 * with grey or repeated pixels) are fatal too. A failure becomes a status and a message.
 */
#include <stddef.h>
#include <stdint.h>

/// What a shim call ended with.
typedef enum jpegshim_status {
    JPEGSHIM_OK = 0,
    /// libjpeg rejected the data (not a JPEG, corrupt, truncated); the message is libjpeg's.
    JPEGSHIM_ERROR,
    /// width x height is over the caller's pixel limit (the header was read, no pixels were).
    JPEGSHIM_TOO_LARGE,
    /// The file's colours are CMYK (or YCCK), which the shim does not convert.
    JPEGSHIM_CMYK,
} jpegshim_status;

/// Reads one JPEG held in memory. Use: create, read_header, read_rgba, destroy.
typedef struct jpegshim_decoder jpegshim_decoder;

/// A decoder over `size` bytes at `data`, which must stay valid until destroy. NULL only when
/// memory runs out.
jpegshim_decoder *jpegshim_decoder_create(const uint8_t *data, size_t size);

/// Reads the markers up to the first scan and checks width x height against `max_pixels` and the
/// colour space (greyscale, YCbCr or RGB) before any pixel memory exists.
jpegshim_status jpegshim_decoder_read_header(jpegshim_decoder *decoder, uint64_t max_pixels);

/// Image size as stored (before any EXIF orientation), valid after read_header.
uint32_t jpegshim_decoder_width(const jpegshim_decoder *decoder);
uint32_t jpegshim_decoder_height(const jpegshim_decoder *decoder);

/// The first APP1 marker's bytes that begin "Exif\0\0" (the TIFF data after them), valid after
/// read_header; NULL with a length of 0 when there is none. Owned by the decoder.
const uint8_t *jpegshim_decoder_exif(const jpegshim_decoder *decoder, size_t *length);

/// Decodes the pixels into `rgba`, `size` bytes (width * height * 4), as 8-bit RGBA with alpha
/// 255, rows top to bottom, and reads to the end of the image. Integer IDCT (JDCT_ISLOW, exact),
/// smooth ("fancy") chroma upsampling, no block smoothing.
jpegshim_status jpegshim_decoder_read_rgba(jpegshim_decoder *decoder, uint8_t *rgba, size_t size);

/// Why the last call failed (empty string after success); owned by the decoder.
const char *jpegshim_decoder_message(const jpegshim_decoder *decoder);

void jpegshim_decoder_destroy(jpegshim_decoder *decoder);
