# probe: literal patterns compare with ==: 1 matches 1.0, True and 1+0j; 0 matches False and -0.0; a string never matches bytes; big ints and negative literals
# inputs
big = 2 ** 70
# body
def lit(v):
    match v:
        case 0:
            return "zero"
        case 1:
            return "one"
        case -1:
            return "minus one"
        case 1180591620717411303424:
            return "2**70"
        case 2.5:
            return "two and a half"
        case "a":
            return "str a"
        case b"a":
            return "bytes a"
        case 2j:
            return "two j"
        case -3 + 4j:
            return "complex"
        case _:
            return "other"
r_values = [lit(x) for x in [0, False, -0.0, 0j, 1, True, 1.0, 1 + 0j, -1, -1.0, big, float(big), 2.5, 5 / 2, "a", b"a", bytearray(b"a"), 2j, complex(-3, 4), "0", None]]
def neg_zero(v):
    match v:
        case -0.0:
            return "neg zero"
        case _:
            return "other"
r_neg_zero = [neg_zero(x) for x in [0, 0.0, -0.0, False]]
