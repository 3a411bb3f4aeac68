# probe: walrus inside comprehension binds in the enclosing scope, in a function it binds a local; walrus in while condition; walrus in any() short-circuit leaves the witness
# inputs
data = [3, 8, 1, 9, 4]
# body
evens = [y for x in data if (y := x * 2) > 5]
r_evens = evens
r_y_leaked = y
def in_func():
    total = [s := 0]
    _ = [s := s + v for v in data]
    return s
r_in_func = in_func()
it = iter(data)
seen = []
while (v := next(it, None)) is not None and v != 9:
    seen.append(v)
r_seen = (seen, v)
if any((w := x) > 5 for x in data):
    r_witness = w
r_nested = [[(z := a + b) for b in range(2)] for a in range(2)]
r_z = z
def last_checked():
    all((q := x) < 5 for x in data)
    return q
r_last_checked = last_checked()
