# probe: __name__ of the program module is its module name here; the main guard does not run
# inputs
v = 1
# body
r_name = __name__
ran = False
if __name__ == "__main__":
    ran = True
r_ran = ran
