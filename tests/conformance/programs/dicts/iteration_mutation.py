# probe: changing a dict's size while iterating it raises RuntimeError; iterating a copy is fine
# inputs
d = {"a": 1, "b": 2}
# body
try:
    for k in d:
        d[k + k] = 0
    r_err = "no error"
except RuntimeError as e:
    r_err = type(e).__name__
x = {"a": 1, "b": 2, "c": 3}
for k in list(x):
    if x[k] % 2:
        del x[k]
r_x = x
y = {"a": 1}
for k in y:
    y[k] = 5
r_value_change_ok = y
