# probe: a module imported where the path is not decided, then imported again after other modules' state changed: on the path that did not import it, it runs at the second import and reads and writes what is there then
# inputs
k = 2
# body
import conf
if k > 1:
    import late
conf.X = 5
conf.LOG = []
import late
r_y = late.Y
r_name = late.NAME
r_log = list(conf.LOG)
r_x = conf.X
