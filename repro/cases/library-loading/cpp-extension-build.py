"""Builds a one-kernel CUDA extension with torch.utils.cpp_extension's BuildExtension, as
`pip install` runs a setup.py: argv is the .cu source and the build directory."""
import sys

from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

source, build_dir = sys.argv[1], sys.argv[2]
setup(
    name="mismatch_ext",
    ext_modules=[CUDAExtension("mismatch_ext", [source])],
    cmdclass={"build_ext": BuildExtension},
    script_args=["build_ext", "--build-lib", f"{build_dir}/lib", "--build-temp", f"{build_dir}/tmp"],
)
