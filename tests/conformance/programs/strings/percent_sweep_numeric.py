# probe: printf-style % sweep: every flag set x width x precision x numeric conversion over ints and floats
# inputs
flags = ["", "-", "+", " ", "0", "#", "-0", "+0", "#0", "-#", "+ ", "#+0"]
convs = "diouxXeEfFgG"
vals = [0, 7, -7, 255, 2.5, -0.5, 1e-05, 123456.789]
# body
def cell(f, v):
    try:
        return f % v
    except TypeError as e:
        return "TypeError"
r_w6 = [cell("%" + fl + "6" + c + "|", v) for fl in flags for c in convs for v in vals]
r_p3 = [cell("%" + fl + "8.3" + c + "|", v) for fl in flags for c in convs for v in vals]
r_p0 = [cell("%" + fl + ".0" + c + "|", v) for fl in flags for c in convs for v in vals]
