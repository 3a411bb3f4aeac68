# probe: yield from delegation and its result value
# inputs
parts = [[1, 2], [3], []]
# body
def flatten(ps):
    for p in ps:
        yield from p
r_flat = list(flatten(parts))
def inner():
    yield 1
    return 10
def outer():
    got = yield from inner()
    yield got * 2
r_outer = list(outer())
def gen_range():
    yield from range(3)
    yield from "ab"
r_mixed = list(gen_range())
