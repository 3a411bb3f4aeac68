# probe: a guard made of and/or over objects with __bool__: each operand is tested at most once, the guard's own truth test does not test the operand handed back again; guards returning non-bools
# inputs
subject = 5
# body
calls = []
class B:
    def __init__(self, name, v):
        self.name, self.v = name, v
    def __bool__(self):
        calls.append(self.name)
        return self.v
no = B("no", False)
yes = B("yes", True)
def run(v):
    calls.clear()
    match v:
        case int() if no and yes:
            out = "and"
        case int() if yes or no:
            out = "or"
        case _:
            out = "other"
    return out, list(calls)
r_int = run(subject)
r_str = run(str(subject))
def plain(v):
    calls.clear()
    match v:
        case int(n) if B("guard", n > 3):
            out = "big"
        case _:
            out = "small"
    return out, list(calls)
r_plain = (plain(subject), plain(1))
match subject:
    case n if [n]:
        r_list_guard = "non-empty list is true"
