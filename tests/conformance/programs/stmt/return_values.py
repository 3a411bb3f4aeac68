# probe: functions return None without return; multiple values make a tuple
# inputs
x = 4
# body
def nothing():
    pass
def bare():
    return
def many():
    return x, x + 1
def early(v):
    if v > 2:
        return "big"
    return "small"
r_nothing = nothing()
r_bare = bare()
r_many = many()
r_early = (early(x), early(1))
def loop_return(items):
    for i in items:
        if i > 1:
            return i
r_loop = (loop_return([0, 5]), loop_return([]))
