# probe: guards: a walrus in a guard binds even when the guard is false; a guard that raises propagates out of match with the case's captures bound; a guard evaluated once per attempt
# inputs
vals = [1, 4, 9]
# body
calls = []
def g(tag, result):
    calls.append(tag)
    return result
def classify(v):
    match v:
        case int(n) if (double := n * 2) > 10:
            return ("big", double)
        case int(n) if g("second", n % 2 == 0):
            return ("even", double)
        case _:
            return ("odd", double)
r_classes = [classify(v) for v in vals]
r_calls = list(calls)
n = "before"
try:
    match vals:
        case [n, *_] if 1 / (n - 1):
            r_raise = "guarded"
except ZeroDivisionError as e:
    r_raise = type(e).__name__
r_n_after = n
match vals:
    case [a, b, c] if a < b < c:
        r_chain = "increasing"
    case _:
        r_chain = "no"
