# probe: global declarations in functions read and write module names
# inputs
counter = 0
# body
def bump(by):
    global counter
    counter += by
    return counter
bump(2)
bump(3)
r_counter = counter
def make_new():
    global created
    created = "yes"
make_new()
r_created = created
def shadow():
    counter = 100
    return counter
r_shadow = shadow()
r_counter_after = counter
def unbound():
    try:
        counter += 1
    except UnboundLocalError as e:
        return type(e).__name__
r_unbound = unbound()
