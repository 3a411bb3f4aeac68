# probe: match, case and _ are soft keywords: usable as ordinary names, called, subscripted and attribute-accessed, next to a real match statement
# inputs
v = 3
# body
match = [10, 20, 30]
case = {"k": v}
_ = "underscore"
r_index = match[1]
r_case = case["k"]
def match_fn(x):
    return x * 2
class Ns:
    match = "attr"
r_attr = Ns.match
match (v):
    case 3:
        r_stmt = "three"
    case _:
        r_stmt = "other"
r_underscore = _
match match:
    case [first, *_]:
        r_list = first
match case:
    case {"k": case}:
        r_rebound = case
r_case_after = case
match_fn_result = match_fn(v)
r_call = match_fn_result
