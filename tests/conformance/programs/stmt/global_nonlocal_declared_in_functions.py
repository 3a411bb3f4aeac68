# probe: global declared in a function creates and rebinds module names; nonlocal through several levels; a nested function's global skipping an enclosing local; global in a class body
# inputs
start = 5
# body
counter = start
def bump():
    global counter
    counter += 1
bump()
bump()
r_counter = counter
def create():
    global made_here
    made_here = "new global"
create()
r_made = made_here
def outer():
    counter = "local"
    def inner():
        global counter
        return counter
    return (inner(), counter)
r_skip = outer()
def three():
    x = 1
    def two():
        def one():
            nonlocal x
            x += 10
            return x
        return one()
    got = two()
    return (got, x)
r_three = three()
def nonlocal_nearest():
    x = "outer"
    def mid():
        x = "mid"
        def inner():
            nonlocal x
            x = "set by inner"
        inner()
        return x
    return (mid(), x)
r_nearest = nonlocal_nearest()
class K:
    global class_made
    class_made = "from class body"
    y = 1
r_class_global = (class_made, hasattr(K, "class_made"))
def reads_before_global_assign():
    return global_later
try:
    r_before = reads_before_global_assign()
except NameError as e:
    r_before = str(e)
global_later = "now"
r_after = reads_before_global_assign()
def del_global():
    global to_delete
    del to_delete
to_delete = 1
del_global()
r_deleted = "to_delete" in globals()
def loop_global():
    global loop_var
    for loop_var in range(start):
        pass
loop_global()
r_loop_var = loop_var
