#pragma once
/*
 * A small C layer over libpng's full API for nhs-snap.
 *
 * libpng reports errors by longjmp-ing out of the failing call. A longjmp must never cross Swift
 * frames, so every libpng call is made from a function in this shim that has set its own setjmp
 * point; an error becomes a `pngshim_status` plus a message string that Swift reads afterwards.
 *
 * This header does not include png.h: the libpng and zlib constants that Swift needs are copied
 * into enums below (macros do not import into Swift) and checked against the real macros with
 * static assertions in pngshim.c.
 */
#include <stddef.h>
#include <stdint.h>

/// What a shim call ended with.
typedef enum pngshim_status {
    PNGSHIM_OK = 0,
    /// The data does not start with the 8-byte PNG signature.
    PNGSHIM_NOT_PNG,
    /// The data ended before the PNG did.
    PNGSHIM_TRUNCATED,
    /// A chunk's stored CRC does not match its contents; the message names the chunk.
    PNGSHIM_BAD_CRC,
    /// width x height is over the caller's pixel limit (the header was read, no pixels were).
    PNGSHIM_TOO_LARGE,
    /// Any other libpng error; the message is libpng's.
    PNGSHIM_LIBPNG_ERROR,
    /// A memory allocation failed.
    PNGSHIM_OUT_OF_MEMORY,
} pngshim_status;

/// PNG row filters (PNG_FILTER_*), combinable as a bit set; libpng picks per row among the set.
enum {
    PNGSHIM_FILTER_NONE = 0x08,
    PNGSHIM_FILTER_SUB = 0x10,
    PNGSHIM_FILTER_UP = 0x20,
    PNGSHIM_FILTER_AVG = 0x40,
    PNGSHIM_FILTER_PAETH = 0x80,
};

/// zlib compression strategies (Z_*).
enum {
    PNGSHIM_STRATEGY_DEFAULT = 0,
    PNGSHIM_STRATEGY_FILTERED = 1,
    PNGSHIM_STRATEGY_HUFFMAN_ONLY = 2,
    PNGSHIM_STRATEGY_RLE = 3,
};

/* ---- Reading ------------------------------------------------------------------------------ */

/// Reads one PNG held in memory. Use: create, read_header, (allocate `capacity` bytes),
/// read_rgba, destroy. After a failed call, `pngshim_decoder_message` says why.
typedef struct pngshim_decoder pngshim_decoder;

/// A decoder over `size` bytes at `data`, which must stay valid until destroy.
/// NULL only when memory runs out.
pngshim_decoder *pngshim_decoder_create(const uint8_t *data, size_t size);

/// Checks the signature, reads the chunks up to the image data and checks width x height against
/// `max_pixels` before any pixel memory exists. Sets up conversion to 8-bit RGBA with straight
/// alpha; gamma and colour-profile chunks are ignored (the stored bytes are taken as sRGB).
pngshim_status pngshim_decoder_read_header(pngshim_decoder *decoder, uint64_t max_pixels);

/// Image size, valid after a successful read_header (also after PNGSHIM_TOO_LARGE).
uint32_t pngshim_decoder_width(const pngshim_decoder *decoder);
uint32_t pngshim_decoder_height(const pngshim_decoder *decoder);

/// How many bytes the pixel buffer must have room for, valid after a successful read_header: at
/// least width * height * 4, and a little more for RGBA files (the fast path inflates the
/// filtered rows, one filter byte each, into the buffer before undoing the filters in place).
size_t pngshim_decoder_capacity(const pngshim_decoder *decoder);

/// Decodes the pixels into the first `size` bytes of `rgba` (`size` must be width * height * 4;
/// the buffer has room for `capacity`, at least pngshim_decoder_capacity, and bytes past `size`
/// are left undefined) and reads to the end of the file, checking every remaining chunk.
/// 8-bit RGB and RGBA files that are not interlaced go through libdeflate when it is installed,
/// with libpng taking over on anything unusual so that its errors are the ones reported.
pngshim_status pngshim_decoder_read_rgba(pngshim_decoder *decoder, uint8_t *rgba, size_t size,
                                         size_t capacity);

/// Why the last call failed (empty string after success); owned by the decoder.
const char *pngshim_decoder_message(const pngshim_decoder *decoder);

void pngshim_decoder_destroy(pngshim_decoder *decoder);

/* ---- Writing ------------------------------------------------------------------------------ */

/// Writes one PNG into a memory buffer that it owns. Use: create, encode, bytes/size, destroy.
typedef struct pngshim_encoder pngshim_encoder;

/// NULL only when memory runs out.
pngshim_encoder *pngshim_encoder_create(void);

/// Encodes `width` x `height` 8-bit RGBA pixels (rows top to bottom, no padding) as an 8-bit
/// RGBA PNG, or as RGB with the alpha bytes dropped when `keep_alpha` is 0. `level` is the zlib
/// level 0-9, `filters` a non-empty set of PNGSHIM_FILTER_*, `strategy` a PNGSHIM_STRATEGY_*.
pngshim_status pngshim_encoder_encode(pngshim_encoder *encoder, const uint8_t *rgba,
                                      uint32_t width, uint32_t height, int keep_alpha,
                                      int level, int filters, int strategy);

/// The encoded file after a successful encode; owned by the encoder.
const uint8_t *pngshim_encoder_bytes(const pngshim_encoder *encoder);
size_t pngshim_encoder_size(const pngshim_encoder *encoder);

/// Why the last encode failed (empty string after success); owned by the encoder.
const char *pngshim_encoder_message(const pngshim_encoder *encoder);

void pngshim_encoder_destroy(pngshim_encoder *encoder);
