/* Writes the example's JPEG photo, Surgery (make-images.py builds and runs this with libjpeg, which
 * nhs-snap itself needs): a 240 x 160 pixel picture for 2x (120 x 80 points) of a surgery's front, a
 * progressive JPEG with 4:2:0 chroma, quality 90. Usage: make-photo <path>. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

/* The picture at pixel (x, y): sky, a building with windows and a door, grass. */
static void colour(int x, int y, unsigned char *out) {
    double r, g, b;
    if (y < 96) { double t = y / 96.0; r = 120 + 90 * t; g = 180 + 50 * t; b = 235 + 15 * t; }
    else { double t = (y - 96) / 64.0; r = 70 - 30 * t; g = 150 - 40 * t; b = 60 - 20 * t; }
    if (x >= 40 && x < 200 && y >= 40 && y < 112) {
        r = 236; g = 226; b = 206;
        int wx = (x - 52) % 36, wy = y - 54;
        if (x >= 52 && x < 188 && wx < 22 && wy >= 0 && wy < 20) { r = 90; g = 140; b = 190; }
        if (x >= 108 && x < 132 && y >= 80) { r = 0; g = 94; b = 184; }
    }
    if (y >= 30 && y < 40 && x >= 36 && x < 204) { r = 0; g = 94; b = 184; }
    double dx = x - 214, dy = y - 22;
    if (dx * dx + dy * dy < 144) { r = 255; g = 214; b = 90; }
    out[0] = (unsigned char)lround(r); out[1] = (unsigned char)lround(g); out[2] = (unsigned char)lround(b);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: make-photo <path>\n"); return 2; }
    FILE *file = fopen(argv[1], "wb");
    if (!file) { perror(argv[1]); return 1; }
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, file);
    info.image_width = 240; info.image_height = 160; info.input_components = 3; info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 90, TRUE);
    jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    unsigned char row[240 * 3];
    while (info.next_scanline < info.image_height) {
        for (int x = 0; x < 240; x++) colour(x, (int)info.next_scanline, row + 3 * x);
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(file);
    return 0;
}
