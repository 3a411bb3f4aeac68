# probe: a `for` loop over `map`/`filter` calls the function for an item just before the body runs on it: the body's effects and the function's interleave, a `break` stops the calls, and the function's error comes after the body ran on the items before it (an assert in the body fires first)
# inputs
raw = ["8", "4", "x"]
xs = [1, 2, 3]
# body
log = []
def seen(x):
    log.append(("call", x))
    return x
for x in map(seen, xs):
    log.append(("body", x))
r_interleaved = list(log)
log.clear()
for x in filter(seen, [0, 1, 2, 3]):
    log.append(("body", x))
    if x == 2:
        break
r_break = list(log)
log.clear()
def check_sizes(sizes):
    out = []
    try:
        for bs in map(int, sizes):
            assert bs % 8 == 0, bs
            out.append(bs)
    except AssertionError as e:
        return ("assert", e.args[0], out)
    except ValueError:
        return ("value", out)
    return ("ok", out)
r_assert_first = check_sizes(raw)
r_value = check_sizes(["8", "16", "x"])
r_ok = check_sizes(["8", "16"])
total = 0
for v in map(lambda a, b: a * b, xs, [10, 20]):
    total += v
r_total = total
