# probe: a method a builtin value lacks raises AttributeError before its arguments are evaluated
# inputs
s = "text"
items = [1, 2]
# body
evaluated = []
def arg(x):
    evaluated.append(x)
    return x
try:
    s.append(arg(1))
except AttributeError as e:
    r_str = type(e).__name__
try:
    items.upper(arg(2))
except AttributeError as e:
    r_list = type(e).__name__
r_ok = s.upper() + str(items.count(arg(3)))
r_evaluated = evaluated
