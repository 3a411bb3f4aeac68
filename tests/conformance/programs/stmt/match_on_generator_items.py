# probe: match statements over items pulled from a generator: sequence patterns do not match an iterator/generator object, class patterns over yielded tuples, a guard calling next()
# inputs
events = [("add", 1), ("add", 2), ("del", 1), ("stop",), ("add", 9)]
# body
def gen():
    yield from events
state = []
it = gen()
for ev in it:
    match ev:
        case ("add", v):
            state.append(v)
        case ("del", v) if v in state:
            state.remove(v)
        case ("stop",):
            break
r_state = state
r_left = list(it)
match gen():
    case [first, *rest]:
        r_seq = "matched sequence"
    case _:
        r_seq = "generator is not a sequence"
match iter([1, 2]):
    case [a, b]:
        r_iter = "matched"
    case _:
        r_iter = "no"
g2 = gen()
match next(g2):
    case (op, val) if next(g2)[1] == 2:
        r_guard = (op, val, next(g2))
    case _:
        r_guard = "other"
