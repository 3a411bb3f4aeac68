# probe: a function whose two sides of an undecided branch both return gives one value only when it is the same value of the same type and no object that may be changed, whichever side Python takes
# inputs
flag = False
# body
def pick_bool_int(f):
    if f:
        return False
    else:
        return 0


def pick_zero(f):
    if f:
        return 0.0
    else:
        return -0.0


shared = [1]


def pick_list(f):
    if f:
        return shared
    else:
        return [1]


r_bool_int = pick_bool_int(flag)
r_zero = pick_zero(flag)
got = pick_list(flag)
got.append(2)
r_shared = shared
r_got = got
shared_b = [1]


def pick_list_b(f):
    if f:
        return shared_b
    else:
        return [1]


got_b = pick_list_b(not flag)
got_b.append(3)
r_shared_b = shared_b
