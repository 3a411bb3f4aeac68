# probe: zip, enumerate and map over a source that raises later (or zip(strict=True) over unequal lengths): the items before it are handed out first, a loop left early never meets it
# inputs
a = [1, 0]
short = "x"
# body
def g():
    for x in a:
        yield 1 // x


def f(x):
    return 1 // x


# A loop left before the short argument is reached: no error.
for r_first in zip(a, short, strict=True):
    break
# The items before the error, then the error.
got = []
try:
    for v in zip(a, "xy" + short, strict=True):
        got.append(v)
except ValueError as e:
    got.append(str(e))
r_strict = got
n = 0
try:
    for r_enum in enumerate(g()):
        n += 1
except ZeroDivisionError:
    pass
r_enum_count = n
seen = []
try:
    [seen.append(v) for v in enumerate(map(f, a))]
except ZeroDivisionError:
    pass
r_seen = seen
# zip stops at its shortest before it pulls the raising item.
m = 0
try:
    for r_zip in zip([5], map(f, a)):
        m += 1
except ZeroDivisionError:
    m = -1
r_zip_count = m
