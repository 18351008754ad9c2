import Raster
print("nhs-snap")
