# probe: an except-as name declared nonlocal in an inner function deletes the outer function's variable at the end of the handler: the outer read then fails with NameError; a global declared one is deleted from the module
# inputs
k = "key"
# body
def outer():
    e = "outer value"
    def inner():
        nonlocal e
        try:
            raise KeyError(k)
        except KeyError as e:
            return e.args
    got = inner()
    try:
        return (got, e)
    except NameError as err:
        return (got, type(err).__name__)
r_outer = outer()
def outer_untouched():
    e = "kept"
    def inner():
        try:
            raise KeyError(k)
        except KeyError as e:
            return e.args
    return (inner(), e)
r_untouched = outer_untouched()
