# probe: match subject evaluated once; OR alternatives binding the same name; guard evaluated only when its pattern matched; star in the middle; {**rest} excludes matched keys
# inputs
data = [3, [1, 2, 3, 4], {"a": 1, "b": 2, "c": 3}]
# body
log = []
def subj(v):
    log.append("subject")
    return v
def guard(v):
    log.append(("guard", v))
    return v > 2
def classify(v):
    match subj(v):
        case [x] | (x, _):
            return ("one-or-two", x)
        case [first, *mid, last] if guard(len(mid)):
            return ("long", first, mid, last)
        case {"a": a, **rest}:
            return ("map", a, sorted(rest))
        case int(n) if guard(n):
            return ("big int", n)
        case _:
            return "other"
r_results = [classify(v) for v in data] + [classify((9, 8)), classify([1, 2, 3])]
r_log = log
