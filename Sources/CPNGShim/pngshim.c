#include "pngshim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <zlib.h>

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
    decoder->passes = png_set_interlace_handling(decoder->png);
    png_read_update_info(decoder->png, decoder->info);

    if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)width * 4)
        png_error(decoder->png, "could not convert the image to 8-bit RGBA");
    return PNGSHIM_OK;
}

uint32_t pngshim_decoder_width(const pngshim_decoder *decoder) { return decoder->width; }

uint32_t pngshim_decoder_height(const pngshim_decoder *decoder) { return decoder->height; }

/* Asks the kernel to back the whole 2 MB pages inside a large, still untouched buffer with
 * transparent huge pages. Decoding then takes one page fault per 2 MB instead of one per 4 kB
 * (a 2000x3000 image is 24 MB: about 5,900 faults, which were a fifth of the decoding time).
 * Only advice: where huge pages are off or unavailable nothing changes, and the bytes written
 * are the same either way. */
static void advise_huge_pages(uint8_t *buffer, size_t size) {
    enum { HUGE_PAGE = 2u << 20 };
    if (size < 2 * HUGE_PAGE) return;
    uintptr_t start = ((uintptr_t)buffer + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
    uintptr_t end = ((uintptr_t)buffer + size) & ~(uintptr_t)(HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#endif
}

pngshim_status pngshim_decoder_read_rgba(pngshim_decoder *decoder, uint8_t *rgba, size_t size) {
    decoder->message[0] = '\0';
    size_t row_bytes = (size_t)decoder->width * 4;
    if (decoder->png == NULL || size != row_bytes * decoder->height) {
        snprintf(decoder->message, MESSAGE_SIZE, "pixel buffer does not match the header");
        return PNGSHIM_LIBPNG_ERROR;
    }
    advise_huge_pages(rgba, size);
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
