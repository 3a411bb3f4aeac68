# probe: builtin classes in patterns match by type; int(x) captures the subject itself
# inputs
v = 42
# body
def kind(x):
    match x:
        case bool(b):
            return ("bool", b)
        case int(n):
            return ("int", n)
        case float():
            return "float"
        case str() as s:
            return ("str", s)
        case list([first, *_]):
            return ("list", first)
        case dict():
            return "dict"
        case _:
            return "other"
r_int = kind(v)
r_bool = kind(True)
r_float = kind(1.5)
r_str = kind("s")
r_list = kind([7, 8])
r_empty_list = kind([])
r_dict = kind({})
r_none = kind(None)
