#include "pngshim.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <zlib.h>

#if defined(__SSE2__)
#include "unfilter_sse2.h"
#endif

_Static_assert(PNGSHIM_FILTER_NONE == PNG_FILTER_NONE, "filter constant");
_Static_assert(PNGSHIM_FILTER_SUB == PNG_FILTER_SUB, "filter constant");
_Static_assert(PNGSHIM_FILTER_UP == PNG_FILTER_UP, "filter constant");
_Static_assert(PNGSHIM_FILTER_AVG == PNG_FILTER_AVG, "filter constant");
_Static_assert(PNGSHIM_FILTER_PAETH == PNG_FILTER_PAETH, "filter constant");
_Static_assert(PNGSHIM_STRATEGY_DEFAULT == Z_DEFAULT_STRATEGY, "strategy constant");
_Static_assert(PNGSHIM_STRATEGY_FILTERED == Z_FILTERED, "strategy constant");
_Static_assert(PNGSHIM_STRATEGY_HUFFMAN_ONLY == Z_HUFFMAN_ONLY, "strategy constant");
_Static_assert(PNGSHIM_STRATEGY_RLE == Z_RLE, "strategy constant");

enum { MESSAGE_SIZE = 256 };

/* Reading limits, set explicitly rather than relying on how libpng was configured. */

/* Ancillary chunks libpng may keep in memory (text, unknown, sPLT); we discard all of them. */
static const png_uint_32 CHUNK_CACHE_MAX = 128;
/* Largest single chunk libpng will allocate for (IDAT is streamed and not bound by this). */
static const png_alloc_size_t CHUNK_MALLOC_MAX = 4u * 1024u * 1024u;

/* ---- Errors ------------------------------------------------------------------------------- */

/* libpng's error callback: keep the message (the error pointer is the owner's message buffer)
 * and jump back to the setjmp point of the shim function that made the libpng call. */
static void on_error(png_structp png, png_const_charp message) {
    char *buffer = png_get_error_ptr(png);
    snprintf(buffer, MESSAGE_SIZE, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings are recoverable by definition (CRC problems are made errors separately). */
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static int ends_with(const char *text, const char *suffix) {
    size_t n = strlen(text), m = strlen(suffix);
    return n >= m && strcmp(text + n - m, suffix) == 0;
}

/* Sorts a libpng error message into a status. libpng reports CRC failures with
 * png_chunk_error(png_ptr, "CRC error"), i.e. "<chunk>: CRC error". */
static pngshim_status status_for_message(const char *message) {
    if (ends_with(message, "CRC error")) return PNGSHIM_BAD_CRC;
    if (strstr(message, "Out of memory") != NULL) return PNGSHIM_OUT_OF_MEMORY;
    return PNGSHIM_LIBPNG_ERROR;
}

/* ---- Reading ------------------------------------------------------------------------------ */

struct pngshim_decoder {
    const uint8_t *data;
    size_t size;
    size_t offset;
    /* Set by the read callback when libpng asks for bytes past the end of the data. */
    int truncated;
    png_structp png;
    png_infop info;
    uint32_t width;
    uint32_t height;
    int passes;
    /* 3 or 4 when the image is 8-bit RGB (without tRNS) or RGBA and not interlaced, the formats
     * the fast path below decodes; 0 for every other format. */
    int fast_channels;
    char message[MESSAGE_SIZE];
};

static void read_from_memory(png_structp png, png_bytep out, size_t length) {
    pngshim_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) {
        decoder->truncated = 1;
        png_error(png, "the data ends before the PNG does");
    }
    memcpy(out, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

static pngshim_status decoder_failure(pngshim_decoder *decoder) {
    if (decoder->truncated) return PNGSHIM_TRUNCATED;
    return status_for_message(decoder->message);
}

pngshim_decoder *pngshim_decoder_create(const uint8_t *data, size_t size) {
    pngshim_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    return decoder;
}

pngshim_status pngshim_decoder_read_header(pngshim_decoder *decoder, uint64_t max_pixels) {
    decoder->message[0] = '\0';
    size_t signature_bytes = decoder->size < 8 ? decoder->size : 8;
    if (signature_bytes == 0 || png_sig_cmp(decoder->data, 0, signature_bytes) != 0)
        return PNGSHIM_NOT_PNG;
    if (decoder->size < 8) return PNGSHIM_TRUNCATED;

    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder->message, on_error,
                                          on_warning);
    if (decoder->png == NULL) return PNGSHIM_OUT_OF_MEMORY;
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) return PNGSHIM_OUT_OF_MEMORY;
    if (setjmp(png_jmpbuf(decoder->png))) return decoder_failure(decoder);

    png_set_read_fn(decoder->png, decoder, read_from_memory);
    /* Per-side limits are lifted to the format's own maximum (libpng's build default is
     * 1,000,000 a side): the single size rule is the caller's pixel count, checked below. */
    png_set_user_limits(decoder->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_cache_max(decoder->png, CHUNK_CACHE_MAX);
    png_set_chunk_malloc_max(decoder->png, CHUNK_MALLOC_MAX);
    /* A CRC mismatch in any chunk, critical or ancillary, is an error. */
    png_set_crc_action(decoder->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    /* Skip every ancillary chunk but tRNS (gAMA, cHRM, sRGB, iCCP, text, ...): we want the stored
     * bytes, not colour-managed ones. Skipped chunks still have their CRC checked. */
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    /* Skip zlib's adler32 checksum of the inflated image data (about 8% of decoding time): it
     * guards the same bytes as the IDAT chunks' CRCs, which are still checked above, and inflate
     * still rejects a malformed stream or one that ends early. */
    png_set_option(decoder->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    /* Inflate with zlib's largest (32 kB) window whatever the stream's header declares, as the
     * fast path's libdeflate always does, so that both paths accept the same streams. */
    png_set_option(decoder->png, PNG_MAXIMUM_INFLATE_WINDOW, PNG_OPTION_ON);

    png_read_info(decoder->png, decoder->info);
    png_uint_32 width, height;
    int bit_depth, color_type, interlace;
    png_get_IHDR(decoder->png, decoder->info, &width, &height, &bit_depth, &color_type,
                 &interlace, NULL, NULL);
    decoder->width = width;
    decoder->height = height;
    if ((uint64_t)width * (uint64_t)height > max_pixels) return PNGSHIM_TOO_LARGE;

    /* Convert every format to 8-bit RGBA, straight alpha. */
    int has_trns = png_get_valid(decoder->png, decoder->info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(decoder->png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8)
        png_set_expand_gray_1_2_4_to_8(decoder->png);
    if (has_trns) png_set_tRNS_to_alpha(decoder->png);
    /* 16 to 8 bits by rounding v * 255 / 65535, not by dropping the low byte. */
    if (bit_depth == 16) png_set_scale_16(decoder->png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(decoder->png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns)
        png_set_add_alpha(decoder->png, 0xFF, PNG_FILLER_AFTER);
    if (bit_depth == 8 && interlace == PNG_INTERLACE_NONE && !has_trns) {
        if (color_type == PNG_COLOR_TYPE_RGB) decoder->fast_channels = 3;
        if (color_type == PNG_COLOR_TYPE_RGB_ALPHA) decoder->fast_channels = 4;
    }
    decoder->passes = png_set_interlace_handling(decoder->png);
    png_read_update_info(decoder->png, decoder->info);

    if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)width * 4)
        png_error(decoder->png, "could not convert the image to 8-bit RGBA");
    return PNGSHIM_OK;
}

uint32_t pngshim_decoder_width(const pngshim_decoder *decoder) { return decoder->width; }

uint32_t pngshim_decoder_height(const pngshim_decoder *decoder) { return decoder->height; }

/* ---- Fast path: 8-bit RGB and RGBA through libdeflate ------------------------------------- */

/* zlib's inflate spends most of the decoding time of a typical UI screenshot copying long runs
 * a byte at a time; libdeflate (Debian: libdeflate-dev) inflates the same data over ten times
 * faster, so the common formats take this path and libpng handles the rest. */

static uint32_t big_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* The zlib stream of the image: every IDAT's data, concatenated. Walks the whole file from the
 * signature to IEND, checking each chunk's CRC, and gives up (returns 0) on anything libpng
 * might treat differently: a bad CRC, a chunk running past the end of the data, IDAT chunks that
 * are not consecutive, a critical chunk after them. `*stream` is either inside the file (one
 * IDAT) or a malloc'd copy (several) that `*owned` points to as well. */
static int find_image_data(const pngshim_decoder *decoder, const uint8_t **stream, size_t *size,
                           uint8_t **owned) {
    const uint8_t *data = decoder->data;
    size_t first_idat = 0, idat_chunks = 0, total = 0;
    int after_idat = 0;
    for (size_t at = 8;;) {
        if (decoder->size - at < 12) return 0;
        uint32_t length = big_endian_32(data + at);
        const uint8_t *type = data + at + 4;
        if (length > PNG_UINT_31_MAX || decoder->size - at - 12 < length) return 0;
        if (libdeflate_crc32(0, type, length + 4) != big_endian_32(type + 4 + length)) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (after_idat) return 0;
            if (idat_chunks++ == 0) first_idat = at;
            total += length;
        } else if (idat_chunks > 0) {
            if (memcmp(type, "IEND", 4) == 0) break;
            if ((type[0] & 0x20) == 0) return 0; /* critical chunk after the image data */
            after_idat = 1;
        } else if (memcmp(type, "IEND", 4) == 0) {
            return 0;
        }
        at += 12 + (size_t)length;
    }
    if (idat_chunks == 1) {
        *stream = data + first_idat + 8;
        *size = total;
        return 1;
    }
    uint8_t *joined = malloc(total > 0 ? total : 1);
    if (joined == NULL) return 0;
    size_t filled = 0;
    for (size_t at = first_idat; filled < total;) {
        uint32_t length = big_endian_32(data + at);
        memcpy(joined + filled, data + at + 8, length);
        filled += length;
        at += 12 + (size_t)length;
    }
    *stream = *owned = joined;
    *size = total;
    return 1;
}

#if !defined(__SSE2__)
/* The Paeth predictor of left `a`, above `b` and upper left `c`, without branches: on photographs
 * which neighbour wins is unpredictable, and mispredicted branches were most of its time. */
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    int b_or_c = c ^ ((b ^ c) & -(pb <= pc));
    return (uint8_t)(b_or_c ^ ((a ^ b_or_c) & -(pa <= pb && pa <= pc)));
}
#endif

/* Undoes one row's filter (PNG specification, section 9) in the file's own layout, `bpp` bytes
 * a pixel. `in` holds the row's filter-type byte, then `length` bytes (whole pixels); `prior` is
 * the row above, already undone (zeros for the first row); `row` receives the result. None of
 * the three overlap, so None and Up are plain byte loops the compiler vectorises; Sub, Average
 * and Paeth depend on the pixel to the left, which is kept in registers: a whole pixel in one
 * SSE2 register where there is SSE2 (unfilter_sse2.h), else a byte each. Always inlined, so that
 * each call site's constant `bpp` makes its own loops. Returns 0 for an unknown filter type. */
__attribute__((always_inline)) static inline int unfilter_row(const uint8_t *restrict in, uint8_t *restrict row,
                                                             const uint8_t *restrict prior, size_t length,
                                                             size_t bpp) {
#if !defined(__SSE2__)
    uint8_t left[4] = {0, 0, 0, 0}, above_left[4] = {0, 0, 0, 0};
#endif
    uint8_t filter = *in++;
    switch (filter) {
    case PNG_FILTER_VALUE_NONE:
        memcpy(row, in, length);
        return 1;
    case PNG_FILTER_VALUE_UP:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(in[i] + prior[i]);
        return 1;
#if defined(__SSE2__)
    case PNG_FILTER_VALUE_SUB:
        unfilter_sub_sse2(in, row, length, bpp);
        return 1;
    case PNG_FILTER_VALUE_AVG:
        unfilter_avg_sse2(in, row, prior, length, bpp);
        return 1;
    case PNG_FILTER_VALUE_PAETH:
        unfilter_paeth_sse2(in, row, prior, length, bpp);
        return 1;
#else
    case PNG_FILTER_VALUE_SUB:
        for (size_t i = 0; i < length; i += bpp)
            for (size_t c = 0; c < bpp; c++) row[i + c] = left[c] = (uint8_t)(in[i + c] + left[c]);
        return 1;
    case PNG_FILTER_VALUE_AVG:
        for (size_t i = 0; i < length; i += bpp)
            for (size_t c = 0; c < bpp; c++)
                row[i + c] = left[c] = (uint8_t)(in[i + c] + ((left[c] + prior[i + c]) >> 1));
        return 1;
    case PNG_FILTER_VALUE_PAETH:
        for (size_t i = 0; i < length; i += bpp)
            for (size_t c = 0; c < bpp; c++) {
                uint8_t above = prior[i + c];
                row[i + c] = left[c] = (uint8_t)(in[i + c] + paeth(left[c], above, above_left[c]));
                above_left[c] = above;
            }
        return 1;
#endif
    default:
        return 0;
    }
}

/* Writes an undone row as RGBA: RGB pixels get alpha 0xFF. `out` may lie over the row's own
 * input, which has been read by then, but not over `row`. On a little-endian CPU, four RGB
 * pixels are three 32-bit loads and four stores. */
__attribute__((always_inline)) static inline void widen_row(const uint8_t *restrict row, uint8_t *out,
                                                           size_t width, int channels) {
    if (channels == 4) {
        memcpy(out, row, width * 4);
        return;
    }
    size_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 4 <= width; x += 4) {
        /* Bytes R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3, low byte first. */
        uint32_t w[3], p[4];
        memcpy(w, row + 3 * x, 12);
        p[0] = w[0] | 0xFF000000u;
        p[1] = (w[0] >> 24) | (w[1] << 8) | 0xFF000000u;
        p[2] = (w[1] >> 16) | (w[2] << 16) | 0xFF000000u;
        p[3] = (w[2] >> 8) | 0xFF000000u;
        memcpy(out + 4 * x, p, 16);
    }
#endif
    for (; x < width; x++) {
        out[4 * x] = row[3 * x];
        out[4 * x + 1] = row[3 * x + 1];
        out[4 * x + 2] = row[3 * x + 2];
        out[4 * x + 3] = 0xFF;
    }
}

/* Decodes without libpng's row machinery: CRCs checked over the whole file, one libdeflate call
 * for the image data, the filters undone a row at a time (two consecutive Paeth rows together,
 * where there is SSE2). `rgba` has room for `capacity` bytes
 * (see pngshim_decoder_capacity). The inflated rows are placed at the end of that room; each is
 * undone into one of three small row buffers (another holds the row above) and then widened into
 * its final place, which ends before the next row's input starts. Returns 0, having written
 * nothing that matters, when the fast path does not apply or anything is unusual; libpng then
 * decodes the file and has the final word, including on errors. */
static int read_rgba_fast(const pngshim_decoder *decoder, uint8_t *rgba, size_t capacity) {
    int channels = decoder->fast_channels;
    if (channels == 0) return 0;

    const uint8_t *stream;
    size_t stream_size;
    uint8_t *owned = NULL;
    if (!find_image_data(decoder, &stream, &stream_size, &owned)) return 0;
    size_t length = (size_t)decoder->width * channels, in_row = length + 1, out_row = (size_t)decoder->width * 4;
    size_t filtered_size = in_row * decoder->height;
    uint8_t *filtered = rgba + capacity - filtered_size;
    int ok = 0;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (inflater != NULL) {
        /* NULL for the actual size: anything but exactly filtered_size bytes is a failure. */
        ok = libdeflate_zlib_decompress(inflater, stream, stream_size, filtered, filtered_size,
                                        NULL) == LIBDEFLATE_SUCCESS;
        libdeflate_free_decompressor(inflater);
    }
    free(owned);
    /* Three rows: the one above (zeros above the first row) and the one or two being undone,
     * row y in rows[y % 3]. */
    uint8_t *rows = ok ? calloc(3, length) : NULL;
    if (rows == NULL) return 0;
    for (uint32_t y = 0; ok && y < decoder->height; y++) {
        uint8_t *row = rows + (y % 3) * length, *prior = rows + ((y + 2) % 3) * length;
        const uint8_t *in = filtered + in_row * y;
#if defined(__SSE2__)
        if (y + 1 < decoder->height && in[0] == PNG_FILTER_VALUE_PAETH && in[in_row] == PNG_FILTER_VALUE_PAETH) {
            uint8_t *next_row = rows + ((y + 1) % 3) * length;
            if (channels == 4)
                unfilter_paeth_pair_sse2(in + 1, in + in_row + 1, row, next_row, prior, length, 4);
            else
                unfilter_paeth_pair_sse2(in + 1, in + in_row + 1, row, next_row, prior, length, 3);
            widen_row(row, rgba + out_row * y, decoder->width, channels);
            y++;
            widen_row(next_row, rgba + out_row * y, decoder->width, channels);
            continue;
        }
#endif
        ok = channels == 4 ? unfilter_row(in, row, prior, length, 4) : unfilter_row(in, row, prior, length, 3);
        if (ok) widen_row(row, rgba + out_row * y, decoder->width, channels);
    }
    free(rows);
    return ok;
}

/* Asks the kernel to back the whole 2 MB pages inside a large, still untouched buffer with
 * transparent huge pages. Decoding then takes one page fault per 2 MB instead of one per 4 kB
 * (a 2000x3000 image is 24 MB: about 5,900 faults, which were a fifth of the decoding time).
 * Only advice: where huge pages are off or unavailable nothing changes, and the bytes written
 * are the same either way. */
static void advise_huge_pages(uint8_t *buffer, size_t size) {
#ifdef MADV_HUGEPAGE /* Linux's; elsewhere (macOS) there is nothing to advise */
    enum { HUGE_PAGE = 2u << 20 };
    if (size < 2 * HUGE_PAGE) return;
    uintptr_t start = ((uintptr_t)buffer + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
    uintptr_t end = ((uintptr_t)buffer + size) & ~(uintptr_t)(HUGE_PAGE - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)buffer;
    (void)size;
#endif
}

size_t pngshim_decoder_capacity(const pngshim_decoder *decoder) {
    size_t pixels = (size_t)decoder->width * 4 * decoder->height;
    if (decoder->fast_channels == 0) return pixels;
    size_t filtered = ((size_t)decoder->width * decoder->fast_channels + 1) * decoder->height;
    return filtered > pixels ? filtered : pixels;
}

pngshim_status pngshim_decoder_read_rgba(pngshim_decoder *decoder, uint8_t *rgba, size_t size,
                                         size_t capacity) {
    decoder->message[0] = '\0';
    size_t row_bytes = (size_t)decoder->width * 4;
    if (decoder->png == NULL || size != row_bytes * decoder->height ||
        capacity < pngshim_decoder_capacity(decoder)) {
        snprintf(decoder->message, MESSAGE_SIZE, "pixel buffer does not match the header");
        return PNGSHIM_LIBPNG_ERROR;
    }
    advise_huge_pages(rgba, capacity);
    if (read_rgba_fast(decoder, rgba, capacity)) return PNGSHIM_OK;
    if (setjmp(png_jmpbuf(decoder->png))) return decoder_failure(decoder);

    /* Row by row into the caller's buffer (no row-pointer array). For interlaced images each
     * pass writes only its own pixels, so after the last pass every pixel has been written. */
    for (int pass = 0; pass < decoder->passes; pass++)
        for (uint32_t y = 0; y < decoder->height; y++)
            png_read_row(decoder->png, rgba + row_bytes * y, NULL);
    /* Read to IEND so that a truncated or corrupt tail is reported too. */
    png_read_end(decoder->png, NULL);
    return PNGSHIM_OK;
}

const char *pngshim_decoder_message(const pngshim_decoder *decoder) { return decoder->message; }

void pngshim_decoder_destroy(pngshim_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

/* ---- Writing ------------------------------------------------------------------------------ */

struct pngshim_encoder {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    char message[MESSAGE_SIZE];
};

static void write_to_memory(png_structp png, png_bytep data, size_t length) {
    pngshim_encoder *encoder = png_get_io_ptr(png);
    if (length > encoder->capacity - encoder->size) {
        size_t capacity = encoder->capacity < 65536 ? 65536 : encoder->capacity;
        while (capacity - encoder->size < length) capacity *= 2;
        uint8_t *grown = realloc(encoder->bytes, capacity);
        if (grown == NULL) png_error(png, "Out of memory for the encoded PNG");
        encoder->bytes = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->bytes + encoder->size, data, length);
    encoder->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

pngshim_encoder *pngshim_encoder_create(void) { return calloc(1, sizeof(pngshim_encoder)); }

pngshim_status pngshim_encoder_encode(pngshim_encoder *encoder, const uint8_t *rgba,
                                      uint32_t width, uint32_t height, int keep_alpha,
                                      int level, int filters, int strategy) {
    encoder->size = 0;
    encoder->message[0] = '\0';
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder->message, on_error,
                                              on_warning);
    if (png == NULL) return PNGSHIM_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return PNGSHIM_OUT_OF_MEMORY;
    }
    /* png and info are not changed after this point, so they are valid after a longjmp. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        encoder->size = 0;
        return status_for_message(encoder->message);
    }

    png_set_write_fn(png, encoder, write_to_memory, flush_nothing);
    png_set_IHDR(png, info, width, height, 8,
                 keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    /* Input rows are always RGBA; for an RGB file libpng drops the fourth byte of each pixel. */
    if (!keep_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);

    size_t row_bytes = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + row_bytes * y);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return PNGSHIM_OK;
}

const uint8_t *pngshim_encoder_bytes(const pngshim_encoder *encoder) { return encoder->bytes; }

size_t pngshim_encoder_size(const pngshim_encoder *encoder) { return encoder->size; }

const char *pngshim_encoder_message(const pngshim_encoder *encoder) { return encoder->message; }

void pngshim_encoder_destroy(pngshim_encoder *encoder) {
    if (encoder == NULL) return;
    free(encoder->bytes);
    free(encoder);
}
