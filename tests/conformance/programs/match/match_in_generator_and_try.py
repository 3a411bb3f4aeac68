# probe: match inside a generator (yield from case bodies), inside try/finally with return from a case, and a case body that raises caught outside
# inputs
events = [("add", 2), ("add", 3), ("mul", 4), ("bad",), ("end",), ("add", 100)]
# body
def run(evs):
    acc = 0
    for ev in evs:
        match ev:
            case ("add", k):
                acc += k
                yield acc
            case ("mul", k):
                acc *= k
                yield acc
            case ("end",):
                return
            case _:
                yield "skip"
r_gen = list(run(events))
log = []
def first_mul(evs):
    try:
        for ev in evs:
            match ev:
                case ("mul", k):
                    return k
                case ("bad",):
                    raise ValueError("bad event")
    finally:
        log.append("finally")
    return None
r_first_mul = first_mul(events)
try:
    first_mul(events[3:])
except ValueError as e:
    r_raised = type(e).__name__
r_log = log
