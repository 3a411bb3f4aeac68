# probe: str, bytes and dicts never match sequence patterns; ranges do
# inputs
s = "ab"
# body
def seq(v):
    match v:
        case [a, b]:
            return ("pair", a, b)
        case _:
            return "not a pair"
r_str = seq(s)
r_bytes = seq(b"ab")
r_list = seq(list(s))
r_range = seq(range(2))
r_dict = seq({"a": 1, "b": 2})
r_tuple = seq(("x", "y"))
