# probe: an except-as, with-as, import, del or for target later in a function makes the name local for the whole body: reading the global of that name first is UnboundLocalError
# inputs
flag = False
# body
e = "global e"
m = "global m"
sys = "global sys"
x = "global x"
class CM:
    def __enter__(self):
        return "entered"
    def __exit__(self, *a):
        return False
def attempt(f):
    try:
        return ("ok", f())
    except UnboundLocalError as err:
        return "UnboundLocalError"
def reads_except_name():
    seen = e
    try:
        pass
    except Exception as e:
        pass
    return seen
def reads_with_name():
    seen = m
    with CM() as m:
        pass
    return seen
def reads_import_name():
    seen = sys
    if flag:
        import sys
    return seen
def reads_del_name():
    seen = x
    if flag:
        del x
    return seen
def except_name_in_untaken_handler():
    try:
        pass
    except KeyError as e:
        pass
    return e
r_except = attempt(reads_except_name)
r_with = attempt(reads_with_name)
r_import = attempt(reads_import_name)
r_del = attempt(reads_del_name)
r_untaken = attempt(except_name_in_untaken_handler)
class Body:
    try:
        raise KeyError("k")
    except KeyError as caught:
        kind = type(caught).__name__
r_class = (Body.kind, hasattr(Body, "caught"))
