# probe: format() with type letters that do not fit the value's type: str with d/f, float with x/c/b, int with s, bool, None; messages
# inputs
specs = ["d", "f", "x", "c", "s", "b", "n", "%", "e", "g", "o", "X", "E", "G", ">5s", "5d", "r"]
# body
def cell(v, s):
    try:
        return format(v, s)
    except (ValueError, TypeError, OverflowError) as e:
        return type(e).__name__ + ": " + str(e)
r_int = [cell(7, s) for s in specs]
r_bool = [cell(True, s) for s in specs]
r_float = [cell(7.0, s) for s in specs]
r_str = [cell("7", s) for s in specs]
r_none = [cell(None, s) for s in specs]
r_big = [cell(2 ** 70, s) for s in specs]
