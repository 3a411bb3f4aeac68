# probe: tile counts by ceil-division three ways (-(-a // b), (a + b - 1) // b, math.ceil(a / b)) including negatives and zero, math.prod of per-dim tiles, division by zero
# inputs
M = 1000
N = 4096
tile_m = 128
tile_n = 256
# body
import math
def cdiv(a, b):
    return -(-a // b)
r_cdiv = [cdiv(M, tile_m), cdiv(N, tile_n), cdiv(0, 7), cdiv(-5, 2), cdiv(5, -2)]
r_addsub = [(M + tile_m - 1) // tile_m, (-5 + 2 - 1) // 2]
r_ceil = [math.ceil(M / tile_m), math.ceil(-5 / 2)]
r_type = type(math.ceil(M / tile_m)).__name__
tiles = [cdiv(M, tile_m), cdiv(N, tile_n)]
r_tiles = math.prod(tiles)
r_waves = cdiv(r_tiles, 132)
r_last_wave = r_tiles % 132 or 132
r_big = cdiv(10**20 + 1, 3)
r_big_float = math.ceil((10**20 + 1) / 3)
try:
    cdiv(M, 0)
    r_zero = "ok"
except ZeroDivisionError as e:
    r_zero = type(e).__name__
r_divmod = divmod(M, tile_m)
r_divmod_neg = divmod(-M, tile_m)
