# probe: a name declared global in a function, then bound by def, class, import, for, with, except-as (which deletes it afterwards), augmented assignment and del
# inputs
n = 2
# body
def bind_all():
    global g_def, g_class, g_import, g_for, g_with, g_exc, g_tuple
    def g_def():
        return "def"
    class g_class:
        pass
    import math as g_import
    for g_for in range(n):
        pass
    class CM:
        def __enter__(self):
            return "entered"
        def __exit__(self, *a):
            return False
    with CM() as g_with:
        pass
    g_tuple, other = 1, 2
    try:
        raise KeyError("k")
    except KeyError as g_exc:
        pass
bind_all()
r_def = g_def()
r_class = g_class.__name__
r_import = g_import.floor(2.5)
r_for = g_for
r_with = g_with
r_tuple = g_tuple
r_exc_deleted = "g_exc" in globals()
g_exc = "rebound"
def except_deletes_global():
    global g_exc
    try:
        raise ValueError
    except ValueError as g_exc:
        pass
except_deletes_global()
r_exc_deleted_again = "g_exc" in globals()
total = 10
def aug():
    global total
    total -= n
    total *= 3
aug()
r_total = total
kill = "here"
def killer():
    global kill
    del kill
killer()
r_killed = "kill" in globals()
try:
    killer()
except NameError as e:
    r_kill_twice = str(e)
def walrus_global():
    global w
    [w := i for i in range(n + 1)]
walrus_global()
r_walrus = w
