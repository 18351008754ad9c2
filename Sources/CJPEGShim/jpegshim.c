#include "jpegshim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/* An error manager that longjmps to the shim call in progress instead of exiting. */
struct shim_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

struct jpegshim_decoder {
    struct jpeg_decompress_struct info;
    struct shim_error error;
    const uint8_t *data;
    size_t size;
    const uint8_t *exif;
    size_t exif_length;
};

static void shim_error_exit(j_common_ptr info) {
    struct shim_error *error = (struct shim_error *)info->err;
    info->err->format_message(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings (level -1) about the data (corrupt or truncated) are fatal, so no picture is made of
 * guesses; those about metadata that does not change the pixels (an unknown JFIF revision or Adobe
 * transform code, a bad ICC marker: profiles are not read) and trace messages are ignored. */
static void shim_emit_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    switch (info->err->msg_code) {
    case JWRN_JFIF_MAJOR: case JWRN_ADOBE_XFORM: case JWRN_BOGUS_ICC: return;
    default: shim_error_exit(info);
    }
}

jpegshim_decoder *jpegshim_decoder_create(const uint8_t *data, size_t size) {
    jpegshim_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) return NULL;
    decoder->data = data;
    decoder->size = size;
    decoder->info.err = jpeg_std_error(&decoder->error.base);
    decoder->error.base.error_exit = shim_error_exit;
    decoder->error.base.emit_message = shim_emit_message;
    if (setjmp(decoder->error.jump)) {
        jpeg_destroy_decompress(&decoder->info);
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->info);
    return decoder;
}

jpegshim_status jpegshim_decoder_read_header(jpegshim_decoder *decoder, uint64_t max_pixels) {
    decoder->error.message[0] = 0;
    if (setjmp(decoder->error.jump)) return JPEGSHIM_ERROR;
    struct jpeg_decompress_struct *info = &decoder->info;
    jpeg_mem_src(info, decoder->data, (unsigned long)decoder->size);
    jpeg_save_markers(info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(info, TRUE);
    for (jpeg_saved_marker_ptr marker = info->marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= 6 && memcmp(marker->data, "Exif\0\0", 6) == 0) {
            decoder->exif = marker->data + 6;
            decoder->exif_length = marker->data_length - 6;
            break;
        }
    }
    if ((uint64_t)info->image_width * info->image_height > max_pixels) return JPEGSHIM_TOO_LARGE;
    switch (info->jpeg_color_space) {
    case JCS_GRAYSCALE: case JCS_YCbCr: case JCS_RGB: break;
    case JCS_CMYK: case JCS_YCCK: return JPEGSHIM_CMYK;
    default:
        snprintf(decoder->error.message, sizeof decoder->error.message, "unknown colour space with %d components",
                 info->num_components);
        return JPEGSHIM_ERROR;
    }
    info->out_color_space = JCS_EXT_RGBA;
    info->dct_method = JDCT_ISLOW;
    info->do_fancy_upsampling = TRUE;
    info->do_block_smoothing = FALSE;
    info->dither_mode = JDITHER_NONE;
    info->quantize_colors = FALSE;
    return JPEGSHIM_OK;
}

uint32_t jpegshim_decoder_width(const jpegshim_decoder *decoder) { return decoder->info.image_width; }
uint32_t jpegshim_decoder_height(const jpegshim_decoder *decoder) { return decoder->info.image_height; }

const uint8_t *jpegshim_decoder_exif(const jpegshim_decoder *decoder, size_t *length) {
    *length = decoder->exif_length;
    return decoder->exif;
}

jpegshim_status jpegshim_decoder_read_rgba(jpegshim_decoder *decoder, uint8_t *rgba, size_t size) {
    decoder->error.message[0] = 0;
    if (setjmp(decoder->error.jump)) return JPEGSHIM_ERROR;
    struct jpeg_decompress_struct *info = &decoder->info;
    jpeg_start_decompress(info);
    size_t stride = (size_t)info->output_width * 4;
    if (info->output_components != 4 || stride * info->output_height != size) {
        snprintf(decoder->error.message, sizeof decoder->error.message, "unexpected output of %ux%u pixels",
                 info->output_width, info->output_height);
        return JPEGSHIM_ERROR;
    }
    while (info->output_scanline < info->output_height) {
        JSAMPROW row = rgba + (size_t)info->output_scanline * stride;
        jpeg_read_scanlines(info, &row, 1);
    }
    jpeg_finish_decompress(info);
    return JPEGSHIM_OK;
}

const char *jpegshim_decoder_message(const jpegshim_decoder *decoder) { return decoder->error.message; }

void jpegshim_decoder_destroy(jpegshim_decoder *decoder) {
    if (!decoder) return;
    jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}
