# probe: math.prod over shapes: empty product, start=, floats, bools, a str element (TypeError), numel and byte counts from shape tuples
# inputs
shape = (8, 128, 64)
elem_bits = 4
# body
import math
r_numel = math.prod(shape)
r_empty = math.prod(())
r_start = math.prod(shape, start=2)
r_float = math.prod([0.5, 4, 2])
r_type_float = type(math.prod([0.5, 4])).__name__
r_bools = math.prod([True, True, 3])
r_bytes = math.prod(shape) * elem_bits // 8
r_gen = math.prod(d for d in shape if d > 8)
try:
    math.prod(["a", 2])
    r_str = "ok"
except TypeError as e:
    r_str = type(e).__name__
r_str_first = math.prod([2, "ab"])
try:
    math.prod(shape, 2)
    r_pos_start = "ok"
except TypeError as e:
    r_pos_start = type(e).__name__
r_reduce = 1
for d in shape:
    r_reduce *= d
r_same = r_reduce == r_numel
