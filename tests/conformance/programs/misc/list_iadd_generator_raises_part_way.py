# probe: list += a generator that raises part way: the list is extended in place up to the error
# inputs
sizes = [64, 128, 0, 256]
# body
def inv(xs):
    for x in xs:
        yield 4096 // x
acc = [0]
try:
    acc += inv(sizes)
except ZeroDivisionError as e:
    r_err = type(e).__name__
