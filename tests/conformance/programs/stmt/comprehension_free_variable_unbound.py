# probe: a comprehension in a function reading the function's variable before it is assigned raises NameError, even with a global of that name
# inputs
v = 1
# body
x = "global"
def outer():
    try:
        r = [x for _ in range(v)]
    except NameError:
        r = "NameError"
    x = "local"
    return r
r_read = outer()
