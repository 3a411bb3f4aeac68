# probe: a call the checker remembers, which read a module variable, is reused only while the variable holds what it held then: rebound, rebound back, replaced, deleted; read by name, through globals(), through the module object
# inputs
n = 3
# body
import sys

SCALE = 2
TABLE = {"a": 1}


def scaled(x):
    t = 0
    for i in range(4):
        t += x * SCALE + i
    return t


def looked(x):
    return globals()["SCALE"] + x


def through(x):
    return getattr(sys.modules[__name__], "SCALE", 0) + x


def table(k):
    t = 0
    for i in range(4):
        t += TABLE.get(k, 0) * SCALE + i
    return t


def set_scale(v):
    global SCALE
    SCALE = v


r0 = [scaled(n) for _ in range(12)] + [table("a") for _ in range(12)]
r1 = [scaled(n), looked(n), through(n), table("a")]
set_scale(5)
r2a = [scaled(n) for _ in range(12)]
r2 = [scaled(n), looked(n), through(n), table("a")]
set_scale(2)
r3 = [scaled(n), looked(n), through(n), table("a")]
TABLE = {"a": 10}
r4 = [scaled(n), table("a")]
SCALE = 7
r5 = [scaled(n), looked(n), table("a")]
del SCALE
try:
    scaled(n)
    r6 = "no error"
except NameError as e:
    r6 = str(e)
SCALE = 2
r7 = [scaled(n), table("a")]
