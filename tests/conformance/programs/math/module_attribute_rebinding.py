# probe: rebinding math's attributes (math.inf, math.floor) is seen by later reads and calls; each patch is undone in the same call
# inputs
v = 2.0
# body
import math
def patched_inf():
    old = math.inf
    math.inf = v
    try:
        return math.inf
    finally:
        math.inf = old
def patched_floor():
    old = math.floor
    math.floor = lambda x: 'patched'
    try:
        return (math.floor(2.5), getattr(math, 'floor')(1.5))
    finally:
        math.floor = old
r_before = math.inf
r_inf = patched_inf()
r_floor = patched_floor()
r_after = (math.inf, math.floor(2.5))
