# probe: del of a name, a list item, a slice, a dict key and an attribute, then what reading it gives: NameError, shifted items, KeyError, the class attribute showing through
# inputs
items = [0, 1, 2, 3, 4, 5]
# body
class Box:
    size = "class size"
b = Box()
b.size = "instance size"
del b.size
r_attr_after = b.size
try:
    del b.size
except AttributeError as e:
    r_attr_twice = type(e).__name__
xs = list(items)
del xs[1]
r_after_item = list(xs)
del xs[::2]
r_after_step = list(xs)
del xs[-1:]
r_after_tail = xs
d = {"a": 1, "b": 2}
del d["a"]
try:
    del d["a"]
except KeyError as e:
    r_key_twice = e.args
r_d = d
name = "bound"
del name
try:
    name
except NameError as e:
    r_name = type(e).__name__
a = b2 = [1]
del a
r_alias_kept = b2
p, q = 1, 2
del p, q
r_both_gone = ("p" in globals(), "q" in globals())
try:
    del items[10]
except IndexError as e:
    r_index = type(e).__name__
