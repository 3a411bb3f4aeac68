# probe: a method a builtin type does not have raises AttributeError
# inputs
t = (1, 2)
l = [3]
n = 5
# body
def attempt(f):
    try:
        f()
        return "no error"
    except AttributeError as err:
        return type(err).__name__
r_tuple = attempt(lambda: t.strip())
r_list = attempt(lambda: l.upper())
r_int = attempt(lambda: n.append(1))
r_dict = attempt(lambda: {}.sort())
r_str = attempt(lambda: "s".items())
r_none = attempt(lambda: None.get("k"))
r_set = attempt(lambda: {1}.append(2))
