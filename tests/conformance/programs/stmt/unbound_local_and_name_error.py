# probe: UnboundLocalError (a subclass of NameError) for a local read before assignment or after del, NameError for a global deleted or never bound, and their messages
# inputs
flag = False
# body
def attempt(f):
    try:
        return ("ok", f())
    except UnboundLocalError as e:
        return ("UnboundLocalError", str(e))
    except NameError as e:
        return ("NameError", str(e))
g_name = 1
def read_then_assign():
    y = g_name
    g_name = 2
    return y
r_read_then_assign = attempt(read_then_assign)
def del_then_read():
    z = 1
    del z
    return z
r_del_then_read = attempt(del_then_read)
def assigned_in_untaken_branch():
    if flag:
        w = 1
    return w
r_untaken = attempt(assigned_in_untaken_branch)
def never_bound():
    return nowhere_at_all
r_never = attempt(never_bound)
to_del = 1
del to_del
try:
    to_del
except NameError as e:
    r_global_deleted = (type(e).__name__, str(e))
def aug_local():
    total += 1
    return total
total = 0
r_aug = attempt(aug_local)
def loop_var_unbound():
    for item in []:
        pass
    return item
r_loop_unbound = attempt(loop_var_unbound)
def except_name_deleted():
    try:
        raise KeyError
    except KeyError as err:
        pass
    return err
r_except_deleted = attempt(except_name_deleted)
r_subclass = issubclass(UnboundLocalError, NameError)
def del_unbound():
    if flag:
        v = 1
    del v
r_del_unbound = attempt(del_unbound)
try:
    del never_defined_global
except NameError as e:
    r_del_global = str(e)
def name_attr():
    try:
        return missing_one
    except NameError as e:
        return e.name
r_name_attr = name_attr()
