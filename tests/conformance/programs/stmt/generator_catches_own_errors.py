# probe: a generator whose body catches errors raised between its yields and goes on; yields inside except and else clauses; a generator consumed partially by zip with a shorter list
# inputs
items = [2, 0, "x", 5]
# body
def safe_inverse():
    for x in items:
        try:
            r = 10 // x
        except ZeroDivisionError:
            yield "zero"
        except TypeError as e:
            yield type(e).__name__
        else:
            yield r
        finally:
            pass
r_all = list(safe_inverse())
r_zip = list(zip(safe_inverse(), "ab"))
r_sum = sum(x for x in safe_inverse() if isinstance(x, int))
