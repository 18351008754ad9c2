/* The Sub, Average and Paeth filters undone one whole pixel at a time with SSE2 (every x86-64
 * CPU has it), for pngshim.c's fast path. Each of these filters depends on the pixel to the left,
 * so a row cannot be undone many pixels at once; but the three or four channels of one pixel are
 * independent, and undoing them together in one register takes a third to a half of the
 * instructions of a byte-at-a-time loop. The arithmetic is the PNG specification's (section 9),
 * lane by lane, so the bytes are the same as the scalar loops'.
 *
 * `in` is the row's filtered bytes (after its filter-type byte), `row` receives the undone row
 * and `prior` is the row above, already undone; `length` bytes, `bpp` (3 or 4) a pixel. A pixel is
 * read and written four bytes at a time, so with three bytes a pixel each load takes the next
 * pixel's first byte too (ignored: lanes never mix) and each store writes one byte that the next
 * pixel's store overwrites; the row's last pixel moves exactly three bytes, so nothing outside the
 * three rows is touched. */
#ifndef PNGSHIM_UNFILTER_SSE2_H
#define PNGSHIM_UNFILTER_SSE2_H

#include <emmintrin.h>
#include <stdint.h>
#include <string.h>

/* Pixel `at` of a row of `length` bytes into the low lanes of a vector. */
__attribute__((always_inline)) static inline __m128i load_pixel(const uint8_t *bytes, size_t at, size_t length,
                                                                size_t bpp) {
    uint32_t value = 0;
    if (bpp == 4 || at + 4 <= length)
        memcpy(&value, bytes + at, 4);
    else
        memcpy(&value, bytes + at, 3);
    return _mm_cvtsi32_si128((int)value);
}

/* Stores the low lanes of `pixel` as pixel `at` of a row of `length` bytes. */
__attribute__((always_inline)) static inline void store_pixel(uint8_t *bytes, size_t at, size_t length, size_t bpp,
                                                              __m128i pixel) {
    uint32_t value = (uint32_t)_mm_cvtsi128_si32(pixel);
    if (bpp == 4 || at + 4 <= length)
        memcpy(bytes + at, &value, 4);
    else
        memcpy(bytes + at, &value, 3);
}

/* Sub: each byte plus the one `bpp` to its left. */
__attribute__((always_inline)) static inline void unfilter_sub_sse2(const uint8_t *in, uint8_t *row, size_t length,
                                                                    size_t bpp) {
    __m128i left = _mm_setzero_si128();
    for (size_t i = 0; i < length; i += bpp) {
        left = _mm_add_epi8(load_pixel(in, i, length, bpp), left);
        store_pixel(row, i, length, bpp, left);
    }
}

/* Average: each byte plus the floor of the mean of the left and above ones; _mm_avg_epu8 rounds
 * up, so the low bit of (left ^ above) is taken back off. */
__attribute__((always_inline)) static inline void unfilter_avg_sse2(const uint8_t *in, uint8_t *row,
                                                                    const uint8_t *prior, size_t length,
                                                                    size_t bpp) {
    const __m128i one = _mm_set1_epi8(1);
    __m128i left = _mm_setzero_si128();
    for (size_t i = 0; i < length; i += bpp) {
        __m128i above = load_pixel(prior, i, length, bpp);
        __m128i mean = _mm_sub_epi8(_mm_avg_epu8(left, above), _mm_and_si128(_mm_xor_si128(left, above), one));
        left = _mm_add_epi8(load_pixel(in, i, length, bpp), mean);
        store_pixel(row, i, length, bpp, left);
    }
}

/* |x| of 16-bit lanes (SSE2 has no pabsw). */
__attribute__((always_inline)) static inline __m128i abs_epi16(__m128i x) {
    return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

/* `mask` ? `yes` : `no`, lane by lane. */
__attribute__((always_inline)) static inline __m128i select_si128(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

/* One pixel's Paeth step: the filtered `pixel` plus whichever of left (a), above (b) and upper
 * left (c), in 16-bit lanes, is nearest to a + b - c, ties going to a, then b: pa = |b - c|,
 * pb = |a - c|, pc = |(a - c) + (b - c)|. Returns the undone pixel in 8-bit lanes. */
__attribute__((always_inline)) static inline __m128i paeth_step(__m128i pixel, __m128i a, __m128i b, __m128i c) {
    __m128i from_c_to_b = _mm_sub_epi16(b, c), from_c_to_a = _mm_sub_epi16(a, c);
    __m128i pa = abs_epi16(from_c_to_b), pb = abs_epi16(from_c_to_a);
    __m128i pc = abs_epi16(_mm_add_epi16(from_c_to_a, from_c_to_b));
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    __m128i nearest =
        select_si128(_mm_cmpeq_epi16(smallest, pa), a, select_si128(_mm_cmpeq_epi16(smallest, pb), b, c));
    return _mm_add_epi8(pixel, _mm_packus_epi16(nearest, nearest));
}

/* Paeth: each byte plus whichever of its left, above and upper left neighbours is nearest to
 * left + above - upper left (see paeth_step). */
__attribute__((always_inline)) static inline void unfilter_paeth_sse2(const uint8_t *in, uint8_t *row,
                                                                      const uint8_t *prior, size_t length,
                                                                      size_t bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero;
    for (size_t i = 0; i < length; i += bpp) {
        __m128i b = _mm_unpacklo_epi8(load_pixel(prior, i, length, bpp), zero);
        __m128i pixel = paeth_step(load_pixel(in, i, length, bpp), a, b, c);
        store_pixel(row, i, length, bpp, pixel);
        a = _mm_unpacklo_epi8(pixel, zero);
        c = b;
    }
}

/* Two Paeth rows, `in` over `next_in`, undone together into `row` and `next_row`. Each step of
 * a row waits for the step before it (a chain of a dozen dependent instructions a pixel), so the
 * processor runs the two rows' chains side by side, the lower one a step behind; the lower row's
 * above and upper left pixels are the upper row's, still in registers. */
__attribute__((always_inline)) static inline void unfilter_paeth_pair_sse2(const uint8_t *in, const uint8_t *next_in,
                                                                           uint8_t *row, uint8_t *next_row,
                                                                           const uint8_t *prior, size_t length,
                                                                           size_t bpp) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = zero, c = zero, next_a = zero, next_c = zero;
    for (size_t i = 0; i < length; i += bpp) {
        __m128i b = _mm_unpacklo_epi8(load_pixel(prior, i, length, bpp), zero);
        __m128i pixel = paeth_step(load_pixel(in, i, length, bpp), a, b, c);
        store_pixel(row, i, length, bpp, pixel);
        a = _mm_unpacklo_epi8(pixel, zero);
        c = b;
        __m128i next_pixel = paeth_step(load_pixel(next_in, i, length, bpp), next_a, a, next_c);
        store_pixel(next_row, i, length, bpp, next_pixel);
        next_a = _mm_unpacklo_epi8(next_pixel, zero);
        next_c = a;
    }
}

#endif
